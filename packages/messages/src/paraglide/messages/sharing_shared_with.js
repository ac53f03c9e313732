/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown>, email: NonNullable<unknown> }} Sharing_Shared_WithInputs */

const en_sharing_shared_with = /** @type {(inputs: Sharing_Shared_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} is shared with ${i?.email}`)
};

const de_sharing_shared_with = /** @type {(inputs: Sharing_Shared_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} ist mit ${i?.email} geteilt`)
};

const fr_sharing_shared_with = /** @type {(inputs: Sharing_Shared_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} est partagé avec ${i?.email}`)
};

const nl_sharing_shared_with = /** @type {(inputs: Sharing_Shared_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} is gedeeld met ${i?.email}`)
};

const es_sharing_shared_with = /** @type {(inputs: Sharing_Shared_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} se ha compartido con ${i?.email}`)
};

const en_xa2_sharing_shared_with = /** @type {(inputs: Sharing_Shared_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.tenant} íš šĥáŕéð ŵíţĥ ${i?.email} one two ]`)
};

/**
* | output |
* | --- |
* | "{tenant} is shared with {email}" |
*
* @param {Sharing_Shared_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_shared_with = /** @type {((inputs: Sharing_Shared_WithInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Shared_WithInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_shared_with(inputs)
	if (locale === "fr") return fr_sharing_shared_with(inputs)
	if (locale === "nl") return nl_sharing_shared_with(inputs)
	if (locale === "es") return es_sharing_shared_with(inputs)
	if (locale === "en-XA") return en_xa2_sharing_shared_with(inputs)
	return en_sharing_shared_with(inputs)
});