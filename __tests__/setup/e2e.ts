jest.setTimeout(90000);
