print("PrismConsumer")
