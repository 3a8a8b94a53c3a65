process.env.TEST_TARGET = 'embedded';
