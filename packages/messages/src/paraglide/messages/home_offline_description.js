/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Offline_DescriptionInputs */

const en_home_offline_description = /** @type {(inputs: Home_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your portfolio loads as soon as the connection returns.`)
};

const de_home_offline_description = /** @type {(inputs: Home_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Portfolio wird geladen, sobald die Verbindung zurück ist.`)
};

const fr_home_offline_description = /** @type {(inputs: Home_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre portefeuille se chargera dès que la connexion sera rétablie.`)
};

const nl_home_offline_description = /** @type {(inputs: Home_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw portfolio wordt geladen zodra de verbinding terug is.`)
};

const es_home_offline_description = /** @type {(inputs: Home_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su cartera se cargará en cuanto vuelva la conexión.`)
};

const en_xa2_home_offline_description = /** @type {(inputs: Home_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þöŕţƒöļíö ļöáðš áš šööñ áš ţĥé çöññéçţíöñ ŕéţüŕñš. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Your portfolio loads as soon as the connection returns." |
*
* @param {Home_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_offline_description = /** @type {((inputs?: Home_Offline_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Offline_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_offline_description(inputs)
	if (locale === "fr") return fr_home_offline_description(inputs)
	if (locale === "nl") return nl_home_offline_description(inputs)
	if (locale === "es") return es_home_offline_description(inputs)
	if (locale === "en-XA") return en_xa2_home_offline_description(inputs)
	return en_home_offline_description(inputs)
});