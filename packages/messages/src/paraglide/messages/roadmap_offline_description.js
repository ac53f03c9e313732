/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Offline_DescriptionInputs */

const en_roadmap_offline_description = /** @type {(inputs: Roadmap_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The roadmap loads as soon as the connection returns.`)
};

const de_roadmap_offline_description = /** @type {(inputs: Roadmap_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Roadmap wird geladen, sobald die Verbindung zurück ist.`)
};

const fr_roadmap_offline_description = /** @type {(inputs: Roadmap_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La feuille de route se chargera dès que la connexion sera rétablie.`)
};

const nl_roadmap_offline_description = /** @type {(inputs: Roadmap_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De roadmap wordt geladen zodra de verbinding terug is.`)
};

const es_roadmap_offline_description = /** @type {(inputs: Roadmap_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hoja de ruta se cargará en cuanto vuelva la conexión.`)
};

const en_xa2_roadmap_offline_description = /** @type {(inputs: Roadmap_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕöáðɱáþ ļöáðš áš šööñ áš ţĥé çöññéçţíöñ ŕéţüŕñš. one two three f]`)
};

/**
* | output |
* | --- |
* | "The roadmap loads as soon as the connection returns." |
*
* @param {Roadmap_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_offline_description = /** @type {((inputs?: Roadmap_Offline_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Offline_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_offline_description(inputs)
	if (locale === "fr") return fr_roadmap_offline_description(inputs)
	if (locale === "nl") return nl_roadmap_offline_description(inputs)
	if (locale === "es") return es_roadmap_offline_description(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_offline_description(inputs)
	return en_roadmap_offline_description(inputs)
});