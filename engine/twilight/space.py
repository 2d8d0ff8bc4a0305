"""The Space Race (6.4) as data, plus its four special abilities.

The table is the "TABELLA DELLA CORSA ALLO SPAZIO" of the Italian rules (page 26), read
with 6.4.3 / 6.4.4: eight boxes; to move into box ``k`` a player plays a card whose
operations value is at least ``SPACE[k].ops`` and rolls ``1..SPACE[k].max_roll``. The first
player into a box gains ``first_vp``, the second ``second_vp``. Boxes 2, 4, 6 and 8 give an
ability to the first player there, which ends as soon as the other player reaches the
same box (6.4.4).

Box names: the Italian table reads, left to right, SATELLITE TERRESTRE, ANIMALE NELLO
SPAZIO, AVVICINAMENTO ALLA LUNA, UOMO NELLO SPAZIO, UOMO NELL'ORBITA TERRESTRE, CAMMINATA
NELLO SPAZIO, ORBITA LUNARE, L'AQUILA / ORSO E' SBARCATO (6.4.4 agrees: box 2 "Animale
nello Spazio", box 4 "Uomo nello Spazio", box 6 "Passeggiata nello Spazio", box 8
"l'Aquila/Orso è atterrata/o"); ``name`` is their English rendering.
"""

from __future__ import annotations

from collections import namedtuple

Box = namedtuple("Box", "name ops max_roll first_vp second_vp ability name_it")

#: Index 0 is the start space (left of the track); 1..8 are the boxes.
SPACE = (
    Box("Start", 0, 0, 0, 0, None, "Inizio"),
    Box("Earth Satellite", 2, 3, 2, 1, None, "Satellite Terrestre"),
    Box("Animal in Space", 2, 4, 0, 0, "two_attempts", "Animale nello Spazio"),
    Box("Lunar Approach", 2, 3, 2, 0, None, "Avvicinamento alla Luna"),
    Box("Man in Space", 2, 4, 0, 0, "headline_second", "Uomo nello Spazio"),
    Box("Man in Earth Orbit", 3, 3, 3, 1, None, "Uomo nell'Orbita Terrestre"),
    Box("Space Walk", 3, 4, 0, 0, "discard_held", "Camminata nello Spazio"),
    Box("Lunar Orbit", 3, 3, 4, 2, None, "Orbita Lunare"),
    Box("Eagle/Bear Has Landed", 4, 2, 2, 0, "eight_rounds", "L'Aquila / Orso è sbarcato"),
)
FINAL = len(SPACE) - 1

ABILITY_BOX = {b.ability: k for k, b in enumerate(SPACE) if b.ability}


def has_ability(space: list, side: int, ability: str) -> bool:
    """6.4.4: the first side into the box holds its ability until the other arrives."""
    k = ABILITY_BOX[ability]
    return space[side] >= k > space[1 - side]


def attempts_allowed(space: list, side: int) -> int:
    """6.4.2: one Space Race card per turn, two with the Animal in Space ability."""
    return 2 if has_ability(space, side, "two_attempts") else 1


def export() -> list[dict]:
    return [{"box": k, "name": b.name, "name_it": b.name_it, "ops": b.ops,
             "roll": f"1-{b.max_roll}",
             "vp": [b.first_vp, b.second_vp], "ability": b.ability}
            for k, b in enumerate(SPACE) if k]
