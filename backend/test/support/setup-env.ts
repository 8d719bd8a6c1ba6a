import 'reflect-metadata';

// Quiet logs and deterministic configuration for every test file.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
