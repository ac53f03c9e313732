/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_EmptyInputs */

const en_roadmap_empty = /** @type {(inputs: Roadmap_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No roadmap items yet`)
};

const de_roadmap_empty = /** @type {(inputs: Roadmap_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Maßnahmen`)
};

const fr_roadmap_empty = /** @type {(inputs: Roadmap_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action pour l’instant`)
};

const nl_roadmap_empty = /** @type {(inputs: Roadmap_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen acties`)
};

const es_roadmap_empty = /** @type {(inputs: Roadmap_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay acciones`)
};

const en_xa2_roadmap_empty = /** @type {(inputs: Roadmap_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ŕöáðɱáþ íţéɱš ýéţ one ]`)
};

/**
* | output |
* | --- |
* | "No roadmap items yet" |
*
* @param {Roadmap_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_empty = /** @type {((inputs?: Roadmap_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_empty(inputs)
	if (locale === "fr") return fr_roadmap_empty(inputs)
	if (locale === "nl") return nl_roadmap_empty(inputs)
	if (locale === "es") return es_roadmap_empty(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_empty(inputs)
	return en_roadmap_empty(inputs)
});