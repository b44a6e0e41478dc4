"""The protocol every rules engine implements (DESIGN §2).

Engines are pure Python: a state is a JSON-serialisable dict, an action is a JSON object with a
``type`` key. ``apply`` never mutates its input, so any earlier state can be kept and compared.
"""

from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Self

import orjson

from games.rules.actions import (
    RESIGN_SPEC,
    Action,
    ActionField,
    ActionSpec,
    IllegalAction,
    Reason,
    action_validate,
)
from games.rules.catalogues import SOURCE_LANGUAGE
from games.rules.moves import MoveTable
from games.rules.options import (
    OptionError,
    OptionWords,
    option_worded,
    options_validated,
    options_worded,
)
from games.rules.outcomes import Event, Instruction, Labels, Result, Score
from games.rules.params import Listed, action_listing
from games.rules.said import SHARED_DIR, Said, words_catalogue
from games.rules.seat_sets import SeatSet
from games.rules.tools import Tool

# Engines import the whole protocol from here; its parts live in ``actions`` and ``outcomes``.
__all__ = [
    "LANGUAGES",
    "Action",
    "Listed",
    "ActionField",
    "ActionSpec",
    "ContentKind",
    "Drawer",
    "Event",
    "IllegalAction",
    "Instruction",
    "Labels",
    "Names",
    "OptionError",
    "OptionWords",
    "RESIGN_SPEC",
    "Reason",
    "Result",
    "Ruleset",
    "Score",
    "State",
    "action_validate",
    "copy_state",
    "options_worded",
    "rng_for",
]

State = dict[str, Any]

LANGUAGES = ("en", "pt-BR")
# Every game's title, a catalogue like any other words (``games/messages/<lang>/titles.ftl``).
TITLES = words_catalogue(SHARED_DIR, "titles")
# The seats' display names, by seat index (the game's seats, 0-based).
Names = Sequence[str]
# A board picture: (a seat's view, the content, the seats' names, the reader's language) ->
# an ``<svg>`` document.
Drawer = Callable[[Mapping[str, Any], Mapping[str, Any], list[str] | None, str], str]


@dataclass(frozen=True)
class ContentKind:
    """One kind of editable component in a ruleset's content document.

    ``key`` names the document's top-level member holding it: a list of items, each identified
    by the values of ``id_fields`` (joined by "/"), or one object when ``id_fields`` is empty.
    ``schema`` is the JSON Schema of one item (or of the object).
    """

    name: str
    key: str
    schema: dict[str, Any]
    id_fields: tuple[str, ...] = ()
    title: str = ""

    @property
    def is_list(self) -> bool:
        return bool(self.id_fields)

    def item_id(self, item: Mapping[str, Any]) -> str:
        return "/".join(str(item.get(name, "")) for name in self.id_fields)


_CONTAINERS = frozenset({dict, list})


def copy_state(value: Any) -> Any:
    """A deep copy of a JSON value (dicts, lists, scalars): the one copy policy of engines.

    A round trip through orjson's C encoder and decoder is about three times faster than
    walking the value in Python (most of an engine's ``apply``); a value orjson refuses (a
    key that is not a string, an integer beyond 64 bits) is walked instead. States are JSON,
    so they hold no NaN or infinity (orjson would write those as null)."""
    try:
        return orjson.loads(orjson.dumps(value))
    except TypeError:
        return _copy_walk(value)


def _copy_walk(value: Any) -> Any:
    # Scalars are taken as they are without a call each (most of a state is numbers and ids).
    kind = type(value)
    if kind is dict:
        return {k: _copy_walk(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    if kind is list:
        return [_copy_walk(v) if type(v) in _CONTAINERS else v for v in value]
    return value


def rng_for(seed: int | str, step: int, purpose: str = "") -> random.Random:
    """A generator fixed by the game's seed and the step number only (replay is exact)."""
    digest = hashlib.sha256(f"{seed}:{step}:{purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


_REQUIRED_CATALOGUE = ("slug", "title", "min_seats", "max_seats", "action_specs", "reasons")


class Ruleset(ABC):
    """Base class of every game's ruleset (DESIGN §2).

    A concrete subclass that leaves a method abstract cannot be instantiated, and one that
    omits a catalogue member fails when its class is defined: a game package that is not
    complete fails at import, never at the first move.

    Content: ``bind(document)`` gives a ruleset bound to one content release (the service pins
    one per game); an unbound ruleset is bound to the release shipped in
    ``games/content/<slug>/``, never to anything else. ``catalog`` is that document compiled
    once by the game's ``compile_content``: the one form the engine reads. States never hold
    content; engines get the catalogue from ``self``.
    """

    slug: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    modes: ClassVar[tuple[str, ...]] = ("digital",)
    automa_levels: ClassVar[tuple[str, ...]] = ()
    default_automa_level: ClassVar[str] = ""
    # The title in every language of ``LANGUAGES`` but English (which is ``title``).
    titles: ClassVar[Labels] = {}
    # JSON Schema (object) of the set-up options; each property has a "default".
    options_schema: ClassVar[dict[str, Any]] = {"type": "object", "properties": {}}
    # Each option's title and description in every language (``options_schema_in``).
    option_words: ClassVar[Mapping[str, OptionWords]] = {}
    action_specs: ClassVar[tuple[ActionSpec, ...]] = ()
    # The shapes ``redact_action`` gives another seat's action in the move log, where they are
    # not one of ``action_specs`` (the API publishes them beside the game's actions).
    redacted_action_specs: ClassVar[tuple[ActionSpec, ...]] = ()
    # JSON Schema of what ``view`` returns (see ``games.rules.shapes``); the API publishes it
    # as the game's view component. The default documents an untyped object.
    view_schema: ClassVar[dict[str, Any]] = {"type": "object"}
    # The game's refusal reasons (a StrEnum); the shared ones are in ``Reason``. Its own are
    # worded in its package's message catalogue, ``messages/<language>/reasons.ftl``.
    reasons: ClassVar[type[StrEnum]] = Reason
    content_kinds: ClassVar[tuple[ContentKind, ...]] = ()
    # Companion games: the human reports the table, the automa answers with instructions.
    companion: ClassVar[bool] = False
    # The shape of the states it stores (``state["state_version"]``); see ``state_upgrade``.
    state_version: ClassVar[int] = 1
    # Each action kind's parts in one entry (``games.rules.moves``); labels and sentences are
    # worded from ``move_words()``.
    moves: ClassVar[MoveTable[Any, Any] | None] = None
    # The board picture (``draw``), None for a game with none; its tools (``games.rules.tools``).
    board_drawer: ClassVar[Drawer | None] = None
    tools: ClassVar[tuple[Tool, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if all(spec.type != RESIGN_SPEC.type for spec in cls.action_specs):
            cls.action_specs = (*cls.action_specs, RESIGN_SPEC)
        # ABCMeta sets __abstractmethods__ only after this hook runs, so an abstract
        # intermediate base (CompanionRuleset) is recognised by its own abstract members.
        declares_abstract = any(
            getattr(member, "__isabstractmethod__", False) for member in vars(cls).values()
        )
        if declares_abstract or cls.__name__.startswith("_"):
            return
        missing = [name for name in _REQUIRED_CATALOGUE if not hasattr(cls, name)]
        if missing:
            raise TypeError(f"ruleset {cls.__name__} lacks {', '.join(missing)}")

    def __init__(self, content: Mapping[str, Any] | None = None) -> None:
        self._content = content
        self._catalog: Any = None

    # --- content --------------------------------------------------------------------------
    @property
    def content(self) -> Mapping[str, Any]:
        """The content document this ruleset plays with (the shipped one when unbound)."""
        if self._content is None:
            self._content = self.default_content()
        return self._content

    @property
    def catalog(self) -> Any:
        """The bound document compiled for the engine (``compile_content``), once per ruleset:
        a release's bound ruleset is kept for the life of the process."""
        if self._catalog is None:
            self._catalog = self.compile_content(self.content)
        return self._catalog

    def bind(self, content: Mapping[str, Any]) -> Self:
        """This ruleset playing with ``content`` (a content release's document)."""
        return type(self)(content)

    @abstractmethod
    def default_content(self) -> Mapping[str, Any]:
        """The content shipped with the server (loaded once per process)."""

    @abstractmethod
    def compile_content(self, content: Mapping[str, Any]) -> Any:
        """The game's catalogue of a valid content document: what its rules read."""

    @abstractmethod
    def validate_content(self, content: Mapping[str, Any]) -> list[Said]:
        """Every problem of a whole content document (empty when valid), as words worded
        when read (``said.Said``, often built with ``input_words``), never as text."""

    def preview_options(
        self, content: Mapping[str, Any], kind: str, item: Any, seats: int
    ) -> dict[str, Any]:
        """Options under which a game of ``seats`` seats on ``content`` deals the component
        ``item`` of content kind ``kind`` (a preview of an edit shows it); by default none."""
        return {}

    def draw(
        self, view: Mapping[str, Any], names: list[str] | None = None, language: str = "en"
    ) -> str | None:
        """The board as ``view`` shows it, as an ``<svg>`` document drawn with this ruleset's
        content (it sees only the view, so it shows nothing more; every text is escaped and
        worded in ``language``); None for a game with no drawing."""
        drawer = type(self).board_drawer
        return None if drawer is None else drawer(view, self.content, names, language)

    # --- words ----------------------------------------------------------------------------
    def move_words(self) -> Any:
        """What the move table's labels and sentences are worded from (by default the
        ruleset itself; a game may give its content catalogue)."""
        return self

    def title_in(self, language: str) -> str:
        """The game's title in ``language``: the titles catalogue's (a translator's files
        suffice), else ``titles``, else English."""
        message_id = f"title-{self.slug}"
        if TITLES.has(message_id, SOURCE_LANGUAGE):
            return Said(TITLES, message_id).text(language)
        return self.titles.get(language) or self.title

    def options_schema_in(self, language: str) -> dict[str, Any]:
        """``options_schema`` with each option's title and description in ``language``."""
        props = {}
        for name, spec in self.options_schema.get("properties", {}).items():
            words = self.option_words.get(name)
            props[name] = spec if words is None else option_worded(spec, words, language)
        return {**self.options_schema, "properties": props}

    # --- options --------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        props = self.options_schema.get("properties", {})
        return {k: v["default"] for k, v in props.items() if "default" in v}

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Merged with defaults; raises ValueError naming the bad option."""
        return options_validated(self.options_schema, options)

    def seat_set(self, options: dict[str, Any]) -> SeatSet:
        """The seats a game with these validated options can play: every set it accepts
        reaches its first move (the conformance suite proves it). By default any kinds, from
        ``min_seats`` to ``max_seats``."""
        return SeatSet(self.min_seats, self.max_seats)

    def seats_problem(self, options: dict[str, Any], kinds: list[str]) -> dict[str, Any] | None:
        """Why seats of these kinds ("human"/"automa", in seat order) cannot play with these
        validated options, as the parameters of the ``seat_mode`` problem; None when they can.
        The ruleset's min and max seats are checked before this."""
        accepted = self.seat_set(options)
        if accepted.accepts(kinds):
            return None
        return {
            "mode": options.get("mode", self.modes[0]),
            "min": accepted.min,
            "max": accepted.max,
            "kinds": accepted.described(),
            "sent": list(kinds),
        }

    # --- actions --------------------------------------------------------------------------
    def validate_action(self, action: Any) -> Action:
        """The action checked against its ``ActionSpec`` (one validator for the API, the
        service and the engine); raises IllegalAction with a ``Reason``."""
        return action_validate(self.action_specs, action)

    # --- the game -------------------------------------------------------------------------
    @abstractmethod
    def setup(self, options: dict[str, Any], seats: int, seed: int) -> State:
        """A new game with the bound content (``bind`` first to play another release)."""

    @abstractmethod
    def to_act(self, state: State) -> tuple[int, ...]: ...

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...

    def listed_actions(self, state: State, seat: int) -> list[Listed]:
        """The legal actions as the API lists them: open fields as parameters."""
        return action_listing(self.action_specs, self.legal_actions(state, seat))

    def template_label(self, listed: Listed, view: dict[str, Any] | None) -> Labels:
        """The label of a listed action with parameters (by default its example's)."""
        return self.label(listed.action, view)

    def value_label(self, kind: str, name: str, value: Any) -> Labels | None:
        """The words of an enumerated parameter's value (a slug), when it has some."""
        return None

    @abstractmethod
    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]: ...

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def is_over(self, state: State) -> bool: ...

    @abstractmethod
    def score(self, state: State) -> Result: ...

    @abstractmethod
    def automa(self, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> Action:
        """The automa's choice, from the seat's view only."""

    @abstractmethod
    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        """A full state consistent with ``view``: what the seat cannot see is re-dealt."""

    @abstractmethod
    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        """The action's label in every language of ``LANGUAGES``."""

    def label_named(
        self, action: Action, view: dict[str, Any] | None, names: Names | None
    ) -> Labels:
        """The action's label, naming seats by ``names``; a game that names no seat in its
        labels keeps the default, which is ``label``."""
        return self.label(action, view)

    def describe(self, event: Mapping[str, Any], viewer: int | None, names: Names) -> Labels | None:
        """What a logged event (``{"kind", "data", "seat"}``) tells ``viewer``, as a sentence
        in every language of ``LANGUAGES``; None when the game has no words for it (apps then
        show the kind). Only called for events ``event_visible`` lets the viewer see."""
        return None

    def describe_move(
        self, action: Action, actor: int, viewer: int | None, names: Names
    ) -> Labels | None:
        """What a move did, as ``viewer`` may read it (``action`` is already redacted for it);
        None when the game has no words for it."""
        return None

    def reward(self, state: State, seat: int) -> float:
        """The seat's outcome of a finished game in [0, 1] (1 a sole win), for search."""
        result = self.score(state)
        if seat in result.winners:
            return 1.0 / len(result.winners)
        return 0.0

    def redact_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        """The action as ``viewer`` may see it in the move log (hide what it may not see)."""
        return action

    def event_visible(self, event: dict[str, Any], viewer: int | None) -> bool:
        """Whether ``viewer`` may see a logged event (public, or private to that seat)."""
        return event.get("seat") is None or event.get("seat") == viewer

    def state_upgrade(self, state: State) -> State:
        """A stored state of an older shape brought to the current one (DESIGN §3)."""
        return state
