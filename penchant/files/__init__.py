"""The project's files, read and written: one strict reader for every JSON record (:mod:`.strict_reader`),
frozen JSON values (:mod:`.frozen_json`) and the durable stores' shared machinery (:mod:`.durable`).
No rule of the game is here."""
