import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';

type Mode = 'development' | 'production';
type WebpackArgv = { mode?: Mode };

const rootDir = __dirname;
const publicDir = path.resolve(rootDir, 'public');
// The Libos server (npm run serve) listens here; the dev server forwards API, media and payment
// sandbox pages to it so the SPA can stay same-origin in development as in production.
const backendOrigin = process.env.BACKEND_ORIGIN ?? 'http://localhost:3000';

export default function config(_env: Record<string, unknown>, argv: WebpackArgv): Configuration & {
  devServer?: DevServerConfiguration;
} {
  const mode: Mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';
  const hashed = isProduction ? '.[contenthash]' : '';

  return {
    mode,
    context: rootDir,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(rootDir, 'dist'),
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProduction } },
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|avif|gif|svg)$/i, type: 'asset' },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // Empty means same origin; set API_BASE at build time to point the SPA at another host.
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
      }),
      new HtmlWebpackPlugin({ template: path.resolve(publicDir, 'index.html') }),
      new CopyWebpackPlugin({
        patterns: [{ from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Grouped by how often they change, so an app release does not invalidate framework caches.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|notistack)[\\/]/,
            name: 'mui',
            priority: 20,
          },
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', priority: 10 },
        },
      },
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      static: false,
      proxy: [{ context: ['/api', '/media', '/sandbox'], target: backendOrigin, changeOrigin: false }],
    },
  };
}
