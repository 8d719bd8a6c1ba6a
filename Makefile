# CharityBridge: the commands of README.md. Every target stops at the first failing step.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

PORT ?= 3000
DATABASE_URL ?= sqlite:data/app.sqlite
TEST_DATABASE_URL ?= mysql://root@127.0.0.1:3306/test
# Demo sign-in for `make run` / `make dev` only; `npm start` and docker never set these.
ADMIN_USERNAME ?= admin
ADMIN_EMAIL ?= admin@example.org
ADMIN_PASSWORD ?= Admin-Passw0rd!
CHROMIUM ?= /usr/bin/chromium

# Root privileges for apt-get: sudo only when we are not root already.
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
INSTALL_STAMP := node_modules/.install-stamp
RUN_ENV := DATABASE_URL='$(DATABASE_URL)' PORT='$(PORT)' ADMIN_USERNAME='$(ADMIN_USERNAME)' ADMIN_EMAIL='$(ADMIN_EMAIL)' ADMIN_PASSWORD='$(ADMIN_PASSWORD)'

.PHONY: help install chromium build run start dev test test-mysql typecheck lint clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-11s %s\n", $$1, $$2 }'

install: $(INSTALL_STAMP) ## Install npm packages (npm ci from the lock file); `make test` adds Chromium

# Re-installs only when a manifest or the lock file changed since the last install.
$(INSTALL_STAMP): package.json backend/package.json frontend/package.json $(wildcard package-lock.json)
	@if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
	@touch $@

chromium: ## Install Debian's chromium when /usr/bin/chromium is missing
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  echo "Installing chromium from the OS packages ($(if $(SUDO),with sudo,as root))"; \
	  $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-liberation; \
	fi

build: $(INSTALL_STAMP) ## Build the frontend bundle and the backend (dist/)
	npm run build

# The server runs in the background so that, once /api/health answers, one line with the URL and the demo
# sign-ins is printed after its start-up chatter. Background jobs ignore Ctrl-C, so the trap passes it on.
run: install build ## Install, build, migrate, seed demo data and serve on http://localhost:3000 (make run PORT=3100)
	@mkdir -p data
	SEED_DEMO=true JOBS_ENABLED=false $(RUN_ENV) node backend/dist/seed.js
	@$(RUN_ENV) node backend/dist/main.js & server=$$!; \
	trap 'kill -TERM $$server 2>/dev/null || true; wait $$server || true; exit 130' INT TERM; \
	$(RUN_ENV) node backend/scripts/announce-when-ready.js $$server || { kill -TERM $$server 2>/dev/null || true; exit 1; }; \
	wait $$server

start: ## Serve the existing build (configuration from the environment only)
	npm start

dev: install ## Backend (tsc --watch + node --watch) on :3000 and the webpack dev server on :5173
	npm run build -w backend
	@mkdir -p data
	SEED_DEMO=true JOBS_ENABLED=false $(RUN_ENV) node backend/dist/seed.js
	@trap 'kill $$(jobs -p) 2>/dev/null || true' EXIT INT TERM; \
	(cd backend && npx tsc -w -p tsconfig.build.json --preserveWatchOutput) & \
	APP_BASE_URL=http://localhost:5173 $(RUN_ENV) node --watch backend/dist/main.js & \
	npm run dev -w frontend & \
	wait

typecheck: $(INSTALL_STAMP) ## Type-check both workspaces
	npm run typecheck -w backend
	npm run typecheck -w frontend

lint: $(INSTALL_STAMP) ## ESLint + dependency-cruiser boundaries + the OpenAPI document (Redocly)
	npm run lint -w backend
	npm run lint -w frontend
	npm run lint:openapi -w backend

test: install chromium ## Type-check, lint, unit + API tests (SQLite), build, browser e2e with the bundle budget
	$(MAKE) typecheck
	$(MAKE) lint
	cd backend && npx jest --selectProjects unit
	cd backend && env -u TEST_DATABASE_URL npx jest --selectProjects api --maxWorkers=2
	npm test -w frontend
	npm run build
	npm run e2e -w frontend
	@echo "make test: all green"

test-mysql: $(INSTALL_STAMP) ## The backend API tests on MySQL/MariaDB (TEST_DATABASE_URL, default root@127.0.0.1:3306/test)
	node backend/scripts/ensure-mysql-database.js '$(TEST_DATABASE_URL)'
	cd backend && TEST_DATABASE_URL='$(TEST_DATABASE_URL)' npx jest --selectProjects api --maxWorkers=2
	@echo "make test-mysql: all green"

clean: ## Remove build output (keeps data/ and node_modules/)
	rm -rf backend/dist frontend/dist
