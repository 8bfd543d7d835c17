import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Deliberately no vanilla-extract plugin: a consumer gets compiled CSS from the package.
export default defineConfig({ plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
