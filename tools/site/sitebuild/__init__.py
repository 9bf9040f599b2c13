"""The static site's build, in parts: ``tools/site/build.py`` (what ``make site`` runs) puts them together."""
