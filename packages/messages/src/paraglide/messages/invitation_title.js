/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown> }} Invitation_TitleInputs */

const en_invitation_title = /** @type {(inputs: Invitation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organisation}`)
};

const de_invitation_title = /** @type {(inputs: Invitation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} beitreten`)
};

const fr_invitation_title = /** @type {(inputs: Invitation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejoindre ${i?.organisation}`)
};

const nl_invitation_title = /** @type {(inputs: Invitation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Word lid van ${i?.organisation}`)
};

const es_invitation_title = /** @type {(inputs: Invitation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unirse a ${i?.organisation}`)
};

const en_xa2_invitation_title = /** @type {(inputs: Invitation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵöíñ ${i?.organisation} one ]`)
};

/**
* | output |
* | --- |
* | "Join {organisation}" |
*
* @param {Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_title = /** @type {((inputs: Invitation_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_title(inputs)
	if (locale === "fr") return fr_invitation_title(inputs)
	if (locale === "nl") return nl_invitation_title(inputs)
	if (locale === "es") return es_invitation_title(inputs)
	if (locale === "en-XA") return en_xa2_invitation_title(inputs)
	return en_invitation_title(inputs)
});