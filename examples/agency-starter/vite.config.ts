import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// No vanilla-extract plugin: @northbeam/ui ships its CSS compiled in @northbeam/ui/style.css.
export default defineConfig({ plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
