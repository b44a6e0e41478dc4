"""Ratings: the skill model (openskill's Plackett–Luce on a 1500-point scale), finishing
places from a game's result, the ladder's fit and the automa levels' shipped ratings.

Pure Python (no Django): the services in ``games.services`` store what these compute.
"""
