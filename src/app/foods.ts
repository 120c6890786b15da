// The food catalogue the meal analysis uses, built once at start and shared by every request.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { FoodCatalogue } from '../modules/foods/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    foods: FoodCatalogue
  }
}

async function foodsPlugin(app: FastifyInstance) {
  const catalogue = new FoodCatalogue(app.db, app.log)
  app.decorate('foods', catalogue)
  app.addHook('onReady', () => catalogue.refresh())
}

export default fp(foodsPlugin, { name: 'foods', dependencies: ['db'] })
