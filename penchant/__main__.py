import sys

from penchant.cli.main import main

sys.exit(main())
