# O que há de errado num documento ou pedido (um documento de conteúdo, a entrada de uma
# ferramenta). Nomes de membros, caminhos e valores entre aspas ou colchetes são JSON como
# foram enviados: mantenha-os como estão.

problem-at = { $where }: { $problem }

json-type = { $type ->
    [string] um texto
    [integer] um número inteiro
    [number] um número
    [boolean] verdadeiro ou falso
    [array] uma lista
    [object] um objeto
   *[null] nulo
}

schema-type = deve ser { $expected }, não { $found }
schema-enum = deve ser um de { $allowed }, não { $found }
schema-required = falta { $members }
schema-unexpected = não aceita { $members }
schema-minimum = deve ser no mínimo { $limit }, não { $found }
schema-maximum = deve ser no máximo { $limit }, não { $found }
schema-min-items = deve ter pelo menos { $limit ->
    [one] um item
   *[other] { $limit } itens
}, não { $count }
schema-max-items = deve ter no máximo { $limit ->
    [one] um item
   *[other] { $limit } itens
}, não { $count }
schema-min-length = { $limit ->
    [1] não pode ficar vazio
   *[other] deve ter pelo menos { $limit } caracteres
}
schema-max-length = deve ter no máximo { $limit ->
    [one] um caractere
   *[other] { $limit } caracteres
}
schema-pattern = deve seguir o padrão { $pattern }, não { $found }
schema-unique-items = repete um valor na lista
schema-other = não cumpre a regra "{ $keyword }" do esquema

document-not-object = o conteúdo deve ser um único objeto JSON
document-not-json = o arquivo não é JSON (linha { $line }, coluna { $column })
document-not-utf8 = o arquivo não é texto UTF-8
member-missing = falta { $member }
member-type = { $member } deve ser { $expected }
entry-key = a chave deve ser { $key }, formada por { $fields }
