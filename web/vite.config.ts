import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gateway = process.env.STEADY_GATEWAY ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/cognito': { target: gateway, changeOrigin: false },
      '/config.json': { target: gateway, changeOrigin: false },
      '/twilio': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true, changeOrigin: false },
    },
  },
});
