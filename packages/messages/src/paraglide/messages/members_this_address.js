/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_This_AddressInputs */

const en_members_this_address = /** @type {(inputs: Members_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this address`)
};

const de_members_this_address = /** @type {(inputs: Members_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diese Adresse`)
};

const fr_members_this_address = /** @type {(inputs: Members_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cette adresse`)
};

const nl_members_this_address = /** @type {(inputs: Members_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dit adres`)
};

const es_members_this_address = /** @type {(inputs: Members_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta dirección`)
};

const en_xa2_members_this_address = /** @type {(inputs: Members_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš áððŕéšš o]`)
};

/**
* | output |
* | --- |
* | "this address" |
*
* @param {Members_This_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_this_address = /** @type {((inputs?: Members_This_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_This_AddressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_this_address(inputs)
	if (locale === "fr") return fr_members_this_address(inputs)
	if (locale === "nl") return nl_members_this_address(inputs)
	if (locale === "es") return es_members_this_address(inputs)
	if (locale === "en-XA") return en_xa2_members_this_address(inputs)
	return en_members_this_address(inputs)
});