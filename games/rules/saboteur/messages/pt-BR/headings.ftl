heading-place_path = Colocar uma carta de caminho
heading-play_action = Jogar uma carta de ação
heading-pass = Passar
heading-discard_and_repair = Descartar duas para consertar
heading-steal = Roubar
heading-decline_steal = Não roubar
heading-resign = Sair do jogo
