/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_JoinedInputs */

const en_members_joined = /** @type {(inputs: Members_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

const de_members_joined = /** @type {(inputs: Members_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beigetreten`)
};

const fr_members_joined = /** @type {(inputs: Members_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrivé`)
};

const nl_members_joined = /** @type {(inputs: Members_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid sinds`)
};

const es_members_joined = /** @type {(inputs: Members_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se unió`)
};

const en_xa2_members_joined = /** @type {(inputs: Members_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĵöíñéð ]`)
};

/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Members_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_joined = /** @type {((inputs?: Members_JoinedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_JoinedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_joined(inputs)
	if (locale === "fr") return fr_members_joined(inputs)
	if (locale === "nl") return nl_members_joined(inputs)
	if (locale === "es") return es_members_joined(inputs)
	if (locale === "en-XA") return en_xa2_members_joined(inputs)
	return en_members_joined(inputs)
});