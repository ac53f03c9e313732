/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organisation: NonNullable<unknown>, role: NonNullable<unknown> }} Mail_Member_IntroInputs */

const en_mail_member_intro = /** @type {(inputs: Mail_Member_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organisation} on Assay as ${i?.role}.`)
};

const de_mail_member_intro = /** @type {(inputs: Mail_Member_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organisation} auf Assay als ${i?.role} beizutreten.`)
};

const fr_mail_member_intro = /** @type {(inputs: Mail_Member_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} vous invite à rejoindre ${i?.organisation} sur Assay en tant que ${i?.role}.`)
};

const nl_mail_member_intro = /** @type {(inputs: Mail_Member_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} nodigt u uit om lid te worden van ${i?.organisation} op Assay als ${i?.role}.`)
};

const es_mail_member_intro = /** @type {(inputs: Mail_Member_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} le invita a unirse a ${i?.organisation} en Assay como ${i?.role}.`)
};

const en_xa2_mail_member_intro = /** @type {(inputs: Mail_Member_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýöü ţö ĵöíñ ${i?.organisation} öñ Åššáý áš ${i?.role}. one two three four ]`)
};

/**
* | output |
* | --- |
* | "{inviter} invited you to join {organisation} on Assay as {role}." |
*
* @param {Mail_Member_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_intro = /** @type {((inputs: Mail_Member_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Member_IntroInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_member_intro(inputs)
	if (locale === "fr") return fr_mail_member_intro(inputs)
	if (locale === "nl") return nl_mail_member_intro(inputs)
	if (locale === "es") return es_mail_member_intro(inputs)
	if (locale === "en-XA") return en_xa2_mail_member_intro(inputs)
	return en_mail_member_intro(inputs)
});