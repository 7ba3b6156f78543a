""" "Where did the seed come from?": the sentence that names a place or a source after a
preposition answers ("collected from donor meadows in the Isles of Scilly"), before one that
only shares the question's words ("... twice the survival of seed bags"). The paper is
invented."""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.intent import answer_shape

EELGRASS = (
    "Eelgrass transplants in south-west England",
    [
        "Abstract. We planted 16,160 eelgrass shoots or seeds in 45 plots at five sites in 2024 "
        "and counted the survivors in September 2025. Plots planted as shoot bundles or on "
        "hessian mats survived better than seed bags.",
        "Sites and methods. Three sites lie in Plymouth Sound and two in the Fal estuary. Seeds "
        "were collected from donor meadows in the Isles of Scilly and sown in hessian seed "
        "bags; shoot bundles were tied to bamboo skewers.",
        "Results. Survival was highest at Mylor and lowest at Jennycliff. Both seed-bag sites "
        "survived worse than every site planted with shoots.",
        "Discussion. Planting adult shoots costs more diver time but gave roughly twice the "
        "survival of seed bags, and seed was the cheaper source of new plants.",
    ],
)


@pytest.fixture(scope="module")
def eelgrass(tmp_path_factory, embedder):
    data = tmp_path_factory.mktemp("where") / "data"
    lens, ids = index_prose_papers(data, embedder, (EELGRASS,))
    return lens, ids[EELGRASS[0]]


def test_where_something_came_from_is_the_name_after_from(eelgrass):
    lens, paper = eelgrass
    answer = lens.ask("Where did the seed come from?", [paper]).answer
    assert "Isles of Scilly" in answer.splitlines()[0], answer


@pytest.mark.parametrize(
    ("sentence", "ranked"),
    [
        ("Seeds were collected from donor meadows in the Isles of Scilly.", True),
        ("Survival was highest at Mylor (Figure 2).", True),
        ("The results are shown in Table 2 and in Figure 3.", False),  # labels are no places
        ("Most shoots died in July.", False),  # nor are months
    ],
)
def test_a_place_is_a_name_after_a_preposition(sentence, ranked):
    shape = answer_shape("Where were the shoots planted?")
    assert shape is not None
    assert (shape.rank(sentence) < 9) is ranked
