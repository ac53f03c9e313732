/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Create_DescriptionInputs */

const en_scim_create_description = /** @type {(inputs: Scim_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name it after the identity provider that will use it.`)
};

const de_scim_create_description = /** @type {(inputs: Scim_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benennen Sie es nach dem Identitätsanbieter, der es verwendet.`)
};

const fr_scim_create_description = /** @type {(inputs: Scim_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommez-le d’après le fournisseur d’identité qui l’utilisera.`)
};

const nl_scim_create_description = /** @type {(inputs: Scim_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geef het de naam van de identiteitsprovider die het gaat gebruiken.`)
};

const es_scim_create_description = /** @type {(inputs: Scim_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Póngale el nombre del proveedor de identidad que lo usará.`)
};

const en_xa2_scim_create_description = /** @type {(inputs: Scim_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé íţ áƒţéŕ ţĥé íðéñţíţý þŕöṽíðéŕ ţĥáţ ŵíļļ üšé íţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Name it after the identity provider that will use it." |
*
* @param {Scim_Create_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_create_description = /** @type {((inputs?: Scim_Create_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Create_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_create_description(inputs)
	if (locale === "fr") return fr_scim_create_description(inputs)
	if (locale === "nl") return nl_scim_create_description(inputs)
	if (locale === "es") return es_scim_create_description(inputs)
	if (locale === "en-XA") return en_xa2_scim_create_description(inputs)
	return en_scim_create_description(inputs)
});