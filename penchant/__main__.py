import sys

from penchant.cli import main

sys.exit(main())
