// @ts-check
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

// webpack 5.111+ ships its minimizer as `minimizer-webpack-plugin` (the former terser-webpack-plugin).
// Resolve it through webpack itself so we always use the copy webpack was tested with.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }));

const SRC = path.resolve(__dirname, 'src');
const CONTRACTS_DIR = path.resolve(__dirname, '../backend/src/contracts');
// FRONTEND_OUT builds elsewhere (e.g. parallel e2e runs); the server reads FRONTEND_DIST.
const DIST = process.env.FRONTEND_OUT ? path.resolve(process.env.FRONTEND_OUT) : path.resolve(__dirname, 'dist');

// react-router 7's package exports only its development build (dev warnings, unminified checks, about
// 20 kB gzipped more). Production builds point at the production files it ships alongside.
const REACT_ROUTER_DIR = path.dirname(require.resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIR, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIR, 'dist/production/dom-export.mjs'),
};

// Everything the public shell needs on first load. Kept in one long-lived chunk so a deploy that only
// changes app code does not bust the framework cache.
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  '@reduxjs',
  'redux',
  'react-redux',
  'redux-thunk',
  'reselect',
  'immer',
  'use-sync-external-store',
];
const FRAMEWORK_TEST = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]`);

/**
 * Writes dist/page-chunks.json: for each lazy page chunk ("page-…"), the script and style files it needs.
 * The server reads it to add <link rel="preload"> for the page being served, so the browser fetches the
 * page's chunk alongside the framework instead of after it (Lighthouse LCP).
 */
class PageChunkManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunkManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunkManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('page-')) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            pages[name] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset('page-chunks.json', new webpack.sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

/**
 * Starts every first-load script (runtime, framework, main) with V8's explicit compile hint
 * `//# allFunctionsCalledOnLoad`. Without it V8 compiles each function lazily on the main thread the first
 * time it runs, and on a first visit nearly all of these run at once: webpack's module factories, React
 * DOM, the router and the store. That lazy compiling was most of the ~250 ms start-up task Lighthouse's
 * mobile run counted as blocking time (issue 22). With the hint Chrome compiles these files while it
 * streams them, on a background thread. Lazy chunks keep V8's default: much of their code never runs.
 * Runs after minification (which would drop the comment) and before the real content hash.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
            }
          }
        },
      );
    });
  }
}

/** @returns {import('webpack').Configuration} */
module.exports = (_env, argv) => {
  const isProduction = argv.mode !== 'development';

  return {
    mode: isProduction ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/app/index.tsx' },
    output: {
      path: DIST,
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@contracts$': path.join(CONTRACTS_DIR, 'index.ts'),
        '@': SRC,
        ...(isProduction ? REACT_ROUTER_PRODUCTION : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [SRC, CONTRACTS_DIR],
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
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        filename: 'index.html',
        scriptLoading: 'defer',
        inject: 'head',
      }),
      new PageChunkManifestPlugin(),
      ...(isProduction ? [new CompileHintsPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      minimize: isProduction,
      minimizer: [
        new MinimizerPlugin({
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { compress: { passes: 2 }, mangle: true },
          },
        }),
        new MinimizerPlugin({
          test: /\.css(\?.*)?$/i,
          minify: { implementation: webpack.css.cssMinify },
        }),
      ],
      // A separate runtime file keeps chunk hashes stable and avoids any inline script (CSP).
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: {
            test: FRAMEWORK_TEST,
            name: 'framework',
            chunks: 'initial',
            priority: 40,
            enforce: true,
          },
          // antd and its rc-* helpers are only reachable from lazy member/admin chunks; let webpack
          // split them per combination of chunks that use them, so /login does not download the admin
          // console's tables and pickers.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
          },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false }, // budgets are measured gzipped per route by e2e/budget.spec.ts
    devServer: {
      port: 5173,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: false }],
    },
  };
};
