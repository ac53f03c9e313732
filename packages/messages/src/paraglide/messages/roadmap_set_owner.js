/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Set_OwnerInputs */

const en_roadmap_set_owner = /** @type {(inputs: Roadmap_Set_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set owner`)
};

const de_roadmap_set_owner = /** @type {(inputs: Roadmap_Set_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verantwortliche Person setzen`)
};

const fr_roadmap_set_owner = /** @type {(inputs: Roadmap_Set_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir le responsable`)
};

const nl_roadmap_set_owner = /** @type {(inputs: Roadmap_Set_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigenaar instellen`)
};

const es_roadmap_set_owner = /** @type {(inputs: Roadmap_Set_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Establecer responsable`)
};

const en_xa2_roadmap_set_owner = /** @type {(inputs: Roadmap_Set_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ öŵñéŕ ]`)
};

/**
* | output |
* | --- |
* | "Set owner" |
*
* @param {Roadmap_Set_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_set_owner = /** @type {((inputs?: Roadmap_Set_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Set_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_set_owner(inputs)
	if (locale === "fr") return fr_roadmap_set_owner(inputs)
	if (locale === "nl") return nl_roadmap_set_owner(inputs)
	if (locale === "es") return es_roadmap_set_owner(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_set_owner(inputs)
	return en_roadmap_set_owner(inputs)
});