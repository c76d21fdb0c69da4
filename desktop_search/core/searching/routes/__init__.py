"""The retrieval routes, one module each, all with one interface (:mod:`.base`).

:data:`ROUTES` is every route the searcher asks, in this order (a route reads the candidates of
those before it: the rare-words route ranks the keyword route's). Adding a route, or turning one
off, is a change to this tuple (and, for a new route, its weight in :func:`..fusion.fuse`).
"""

from __future__ import annotations

from .base import Route
from .keyword import KeywordRoute
from .names import NamesRoute
from .proximity import ProximityRoute
from .rare import RareWordsRoute
from .vector import VectorRoute

ROUTES: tuple[Route, ...] = (VectorRoute(), KeywordRoute(), RareWordsRoute(), ProximityRoute(), NamesRoute())
