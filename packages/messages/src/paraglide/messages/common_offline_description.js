/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Offline_DescriptionInputs */

const en_common_offline_description = /** @type {(inputs: Common_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page loads as soon as the connection returns.`)
};

const de_common_offline_description = /** @type {(inputs: Common_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite wird geladen, sobald die Verbindung zurück ist.`)
};

const fr_common_offline_description = /** @type {(inputs: Common_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page se chargera dès que la connexion sera rétablie.`)
};

const nl_common_offline_description = /** @type {(inputs: Common_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze pagina wordt geladen zodra de verbinding terug is.`)
};

const es_common_offline_description = /** @type {(inputs: Common_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página se cargará en cuanto vuelva la conexión.`)
};

const en_xa2_common_offline_description = /** @type {(inputs: Common_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé ļöáðš áš šööñ áš ţĥé çöññéçţíöñ ŕéţüŕñš. one two three f]`)
};

/**
* | output |
* | --- |
* | "This page loads as soon as the connection returns." |
*
* @param {Common_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_offline_description = /** @type {((inputs?: Common_Offline_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Offline_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_offline_description(inputs)
	if (locale === "fr") return fr_common_offline_description(inputs)
	if (locale === "nl") return nl_common_offline_description(inputs)
	if (locale === "es") return es_common_offline_description(inputs)
	if (locale === "en-XA") return en_xa2_common_offline_description(inputs)
	return en_common_offline_description(inputs)
});