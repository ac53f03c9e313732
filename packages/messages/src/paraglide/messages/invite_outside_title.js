/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Outside_TitleInputs */

const en_invite_outside_title = /** @type {(inputs: Invite_Outside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite an outside respondent`)
};

const de_invite_outside_title = /** @type {(inputs: Invite_Outside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine externe Person zur Beantwortung einladen`)
};

const fr_invite_outside_title = /** @type {(inputs: Invite_Outside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter un répondant externe`)
};

const nl_invite_outside_title = /** @type {(inputs: Invite_Outside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een externe respondent uitnodigen`)
};

const es_invite_outside_title = /** @type {(inputs: Invite_Outside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un encuestado externo`)
};

const en_xa2_invite_outside_title = /** @type {(inputs: Invite_Outside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţé áñ öüţšíðé ŕéšþöñðéñţ one two]`)
};

/**
* | output |
* | --- |
* | "Invite an outside respondent" |
*
* @param {Invite_Outside_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_outside_title = /** @type {((inputs?: Invite_Outside_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Outside_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_outside_title(inputs)
	if (locale === "fr") return fr_invite_outside_title(inputs)
	if (locale === "nl") return nl_invite_outside_title(inputs)
	if (locale === "es") return es_invite_outside_title(inputs)
	if (locale === "en-XA") return en_xa2_invite_outside_title(inputs)
	return en_invite_outside_title(inputs)
});