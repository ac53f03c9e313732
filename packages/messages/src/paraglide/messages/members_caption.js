/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_CaptionInputs */

const en_members_caption = /** @type {(inputs: Members_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const de_members_caption = /** @type {(inputs: Members_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder`)
};

const fr_members_caption = /** @type {(inputs: Members_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

const nl_members_caption = /** @type {(inputs: Members_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden`)
};

const es_members_caption = /** @type {(inputs: Members_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembros`)
};

const en_xa2_members_caption = /** @type {(inputs: Members_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ]`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Members_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_caption = /** @type {((inputs?: Members_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_caption(inputs)
	if (locale === "fr") return fr_members_caption(inputs)
	if (locale === "nl") return nl_members_caption(inputs)
	if (locale === "es") return es_members_caption(inputs)
	if (locale === "en-XA") return en_xa2_members_caption(inputs)
	return en_members_caption(inputs)
});