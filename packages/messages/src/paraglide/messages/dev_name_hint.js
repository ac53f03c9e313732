/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Name_HintInputs */

const en_dev_name_hint = /** @type {(inputs: Dev_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the key is used, e.g. “Power BI sync”.`)
};

const de_dev_name_hint = /** @type {(inputs: Dev_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo der Schlüssel genutzt wird, z. B. „Power-BI-Sync“.`)
};

const fr_dev_name_hint = /** @type {(inputs: Dev_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où la clé est utilisée, p. ex. « Synchro Power BI ».`)
};

const nl_dev_name_hint = /** @type {(inputs: Dev_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waar de sleutel wordt gebruikt, bijv. ‘Power BI-sync’.`)
};

const es_dev_name_hint = /** @type {(inputs: Dev_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde se usa la clave, p. ej., «Sincronización de Power BI».`)
};

const en_xa2_dev_name_hint = /** @type {(inputs: Dev_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéŕé ţĥé ķéý íš üšéð, é.ĝ. “Þöŵéŕ ƁÎ šýñç”. one two thre]`)
};

/**
* | output |
* | --- |
* | "Where the key is used, e.g. “Power BI sync”." |
*
* @param {Dev_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_name_hint = /** @type {((inputs?: Dev_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Name_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_name_hint(inputs)
	if (locale === "fr") return fr_dev_name_hint(inputs)
	if (locale === "nl") return nl_dev_name_hint(inputs)
	if (locale === "es") return es_dev_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_dev_name_hint(inputs)
	return en_dev_name_hint(inputs)
});