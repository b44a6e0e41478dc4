"""JSON columns written and read with orjson hold what the ORM's json would (for what
PostgreSQL takes: no NaN nor infinities, which jsonb refuses either way)."""

import json

from hypothesis import given
from hypothesis import strategies as st

from games.json_columns import json_column_dumps, json_column_loads

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.text()
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner) | st.dictionaries(st.text() | st.integers(), inner),
    max_leaves=30,
)


@given(JSON)
def test_written_text_reads_back_as_the_standard_library_would(value):
    text = json_column_dumps(value)
    assert json_column_loads(text.decode()) == json.loads(json.dumps(value))
    assert json.loads(text) == json.loads(json.dumps(value))


def test_integers_beyond_64_bits_fall_back_to_the_standard_library():
    value = {"big": 2**70, "small": -(2**65)}
    assert json_column_loads(json_column_dumps(value).decode()) == value


def test_integers_orjson_would_read_as_floats_stay_integers():
    # orjson reads an integer below -2**63 or above 2**64 - 1 as a float (found by the test above)
    for number in (-(2**63) - 1, 2**64, -(10**30), 10**40):
        assert json_column_loads(str(number)) == number
        assert isinstance(json_column_loads(f'{{"n": [{number}]}}')["n"][0], int)
    assert json_column_loads('"1234567890123456789012"') == "1234567890123456789012"
    assert json_column_loads("[2.5, 12345678901234567890.5]") == [2.5, 12345678901234567890.5]


def test_text_that_is_not_json_is_returned_as_it_is():
    assert json_column_loads("not json") == "not json"
    assert json_column_loads(None) is None
    assert json_column_loads({"already": "decoded"}) == {"already": "decoded"}
