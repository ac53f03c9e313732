/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown>, version: NonNullable<unknown>, email: NonNullable<unknown>, date: NonNullable<unknown> }} Respondent_IntroInputs */

const en_respondent_intro = /** @type {(inputs: Respondent_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version}. You were invited as ${i?.email}; this link works until ${i?.date}. Your answers are saved as you go, so you can leave and come back with the same link.`)
};

const de_respondent_intro = /** @type {(inputs: Respondent_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · Version ${i?.version}. Sie wurden als ${i?.email} eingeladen; dieser Link gilt bis zum ${i?.date}. Ihre Antworten werden laufend gespeichert, Sie können also jederzeit gehen und mit demselben Link zurückkehren.`)
};

const fr_respondent_intro = /** @type {(inputs: Respondent_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version}. Vous avez été invité en tant que ${i?.email} ; ce lien est valable jusqu’au ${i?.date}. Vos réponses sont enregistrées au fur et à mesure : vous pouvez partir et revenir avec le même lien.`)
};

const nl_respondent_intro = /** @type {(inputs: Respondent_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versie ${i?.version}. U bent uitgenodigd als ${i?.email}; deze link werkt tot ${i?.date}. Uw antwoorden worden meteen opgeslagen, dus u kunt weggaan en met dezelfde link terugkomen.`)
};

const es_respondent_intro = /** @type {(inputs: Respondent_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versión ${i?.version}. Le invitaron como ${i?.email}; este enlace funciona hasta el ${i?.date}. Sus respuestas se guardan sobre la marcha, así que puede salir y volver con el mismo enlace.`)
};

const en_xa2_respondent_intro = /** @type {(inputs: Respondent_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽéŕšíöñ ${i?.version}. Ýöü ŵéŕé íñṽíţéð áš ${i?.email}; ţĥíš ļíñķ ŵöŕķš üñţíļ ${i?.date}. Ýöüŕ áñšŵéŕš áŕé šáṽéð áš ýöü ĝö, šö ýöü çáñ ļéáṽé áñð çöɱé ƀáçķ ŵíţĥ ţĥé šáɱé ļíñķ. one two three four five six seven eight nine ten eleven tw]`)
};

/**
* | output |
* | --- |
* | "{baseline} · version {version}. You were invited as {email}; this link works until {date}. Your answers are saved as you go, so you can leave and come back w..." |
*
* @param {Respondent_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_intro = /** @type {((inputs: Respondent_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_IntroInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_intro(inputs)
	if (locale === "fr") return fr_respondent_intro(inputs)
	if (locale === "nl") return nl_respondent_intro(inputs)
	if (locale === "es") return es_respondent_intro(inputs)
	if (locale === "en-XA") return en_xa2_respondent_intro(inputs)
	return en_respondent_intro(inputs)
});