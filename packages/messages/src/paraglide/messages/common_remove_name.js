/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Common_Remove_NameInputs */

const en_common_remove_name = /** @type {(inputs: Common_Remove_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

const de_common_remove_name = /** @type {(inputs: Common_Remove_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

const fr_common_remove_name = /** @type {(inputs: Common_Remove_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

const nl_common_remove_name = /** @type {(inputs: Common_Remove_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verwijderen`)
};

const es_common_remove_name = /** @type {(inputs: Common_Remove_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.name}`)
};

const en_xa2_common_remove_name = /** @type {(inputs: Common_Remove_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Common_Remove_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_remove_name = /** @type {((inputs: Common_Remove_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Remove_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_remove_name(inputs)
	if (locale === "fr") return fr_common_remove_name(inputs)
	if (locale === "nl") return nl_common_remove_name(inputs)
	if (locale === "es") return es_common_remove_name(inputs)
	if (locale === "en-XA") return en_xa2_common_remove_name(inputs)
	return en_common_remove_name(inputs)
});