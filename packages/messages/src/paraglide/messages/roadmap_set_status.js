/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Set_StatusInputs */

const en_roadmap_set_status = /** @type {(inputs: Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set status`)
};

const de_roadmap_set_status = /** @type {(inputs: Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status setzen`)
};

const fr_roadmap_set_status = /** @type {(inputs: Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir le statut`)
};

const nl_roadmap_set_status = /** @type {(inputs: Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status instellen`)
};

const es_roadmap_set_status = /** @type {(inputs: Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Establecer el estado`)
};

const en_xa2_roadmap_set_status = /** @type {(inputs: Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ šţáţüš o]`)
};

/**
* | output |
* | --- |
* | "Set status" |
*
* @param {Roadmap_Set_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_set_status = /** @type {((inputs?: Roadmap_Set_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Set_StatusInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_set_status(inputs)
	if (locale === "fr") return fr_roadmap_set_status(inputs)
	if (locale === "nl") return nl_roadmap_set_status(inputs)
	if (locale === "es") return es_roadmap_set_status(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_set_status(inputs)
	return en_roadmap_set_status(inputs)
});