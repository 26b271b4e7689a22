import PrismTokensCLI

PrismTokensCLI.main()
