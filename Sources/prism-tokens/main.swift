import PrismTokensCLI
PrismTokensCLI.main()
