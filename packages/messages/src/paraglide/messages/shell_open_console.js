/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Open_ConsoleInputs */

const en_shell_open_console = /** @type {(inputs: Shell_Open_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the service console`)
};

const de_shell_open_console = /** @type {(inputs: Shell_Open_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service-Konsole öffnen`)
};

const fr_shell_open_console = /** @type {(inputs: Shell_Open_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la console du service`)
};

const nl_shell_open_console = /** @type {(inputs: Shell_Open_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serviceconsole openen`)
};

const es_shell_open_console = /** @type {(inputs: Shell_Open_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la consola del servicio`)
};

const en_xa2_shell_open_console = /** @type {(inputs: Shell_Open_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ţĥé šéŕṽíçé çöñšöļé one t]`)
};

/**
* | output |
* | --- |
* | "Open the service console" |
*
* @param {Shell_Open_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_open_console = /** @type {((inputs?: Shell_Open_ConsoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Open_ConsoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_open_console(inputs)
	if (locale === "fr") return fr_shell_open_console(inputs)
	if (locale === "nl") return nl_shell_open_console(inputs)
	if (locale === "es") return es_shell_open_console(inputs)
	if (locale === "en-XA") return en_xa2_shell_open_console(inputs)
	return en_shell_open_console(inputs)
});