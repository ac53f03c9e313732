/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Service_ConsoleInputs */

const en_account_service_console = /** @type {(inputs: Account_Service_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service console`)
};

const de_account_service_console = /** @type {(inputs: Account_Service_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service-Konsole`)
};

const fr_account_service_console = /** @type {(inputs: Account_Service_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console de service`)
};

const nl_account_service_console = /** @type {(inputs: Account_Service_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serviceconsole`)
};

const es_account_service_console = /** @type {(inputs: Account_Service_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consola de servicio`)
};

const en_xa2_account_service_console = /** @type {(inputs: Account_Service_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé çöñšöļé on]`)
};

/**
* | output |
* | --- |
* | "Service console" |
*
* @param {Account_Service_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_service_console = /** @type {((inputs?: Account_Service_ConsoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Service_ConsoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_service_console(inputs)
	if (locale === "fr") return fr_account_service_console(inputs)
	if (locale === "nl") return nl_account_service_console(inputs)
	if (locale === "es") return es_account_service_console(inputs)
	if (locale === "en-XA") return en_xa2_account_service_console(inputs)
	return en_account_service_console(inputs)
});