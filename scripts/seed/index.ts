console.log('seed: nothing yet');
