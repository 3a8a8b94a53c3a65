process.env.TEST_TARGET = 'postgres';
