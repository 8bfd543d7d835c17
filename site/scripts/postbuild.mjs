console.log('postbuild');
