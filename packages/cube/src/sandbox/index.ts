/** A real Cube over a sample shop, for tests and the demo (not used by the API at run time). */
export { CUBE_VERSION, cubeRuntimeDir, ensureCubeRuntime, installedCubeServer } from "./runtime.js";
export { SHOP_MODEL, SHOP_SQL, seedShop } from "./shop.js";
export { freePort, startCube, type RunningCube, type StartCubeOptions } from "./server.js";
export { startShopCube, type ShopCube } from "./shop-cube.js";
