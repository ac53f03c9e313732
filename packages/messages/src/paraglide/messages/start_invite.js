/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_InviteInputs */

const en_start_invite = /** @type {(inputs: Start_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a colleague`)
};

const de_start_invite = /** @type {(inputs: Start_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Kollegin oder einen Kollegen einladen`)
};

const fr_start_invite = /** @type {(inputs: Start_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter un collègue`)
};

const nl_start_invite = /** @type {(inputs: Start_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een collega uitnodigen`)
};

const es_start_invite = /** @type {(inputs: Start_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un colega`)
};

const en_xa2_start_invite = /** @type {(inputs: Start_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţé á çöļļéáĝüé one]`)
};

/**
* | output |
* | --- |
* | "Invite a colleague" |
*
* @param {Start_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_invite = /** @type {((inputs?: Start_InviteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_InviteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_invite(inputs)
	if (locale === "fr") return fr_start_invite(inputs)
	if (locale === "nl") return nl_start_invite(inputs)
	if (locale === "es") return es_start_invite(inputs)
	if (locale === "en-XA") return en_xa2_start_invite(inputs)
	return en_start_invite(inputs)
});