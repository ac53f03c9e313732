/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ controls: NonNullable<unknown>, organisation: NonNullable<unknown>, assessment: NonNullable<unknown>, tenant: NonNullable<unknown> }} Mail_Respondent_IntroInputs */

const en_mail_respondent_intro = /** @type {(inputs: Mail_Respondent_IntroInputs) => LocalizedString} */ (i) => {const controlsPlural = registry.plural("en", i?.controls, {});
	if (controlsPlural === "one") return /** @type {LocalizedString} */ (`${i?.organisation} invited you to answer 1 control of the assessment “${i?.assessment}” for ${i?.tenant}.`);
	if (controlsPlural === "other") return /** @type {LocalizedString} */ (`${i?.organisation} invited you to answer ${i?.controls} controls of the assessment “${i?.assessment}” for ${i?.tenant}.`);
	return /** @type {LocalizedString} */ ("mail_respondent_intro");
};

const de_mail_respondent_intro = /** @type {(inputs: Mail_Respondent_IntroInputs) => LocalizedString} */ (i) => {const controlsPlural = registry.plural("de", i?.controls, {});
	if (controlsPlural === "one") return /** @type {LocalizedString} */ (`${i?.organisation} hat Sie eingeladen, 1 Kontrolle der Bewertung „${i?.assessment}“ für ${i?.tenant} zu beantworten.`);
	if (controlsPlural === "other") return /** @type {LocalizedString} */ (`${i?.organisation} hat Sie eingeladen, ${i?.controls} Kontrollen der Bewertung „${i?.assessment}“ für ${i?.tenant} zu beantworten.`);
	return /** @type {LocalizedString} */ ("mail_respondent_intro");
};

const fr_mail_respondent_intro = /** @type {(inputs: Mail_Respondent_IntroInputs) => LocalizedString} */ (i) => {const controlsPlural = registry.plural("fr", i?.controls, {});
	if (controlsPlural === "one") return /** @type {LocalizedString} */ (`${i?.organisation} vous invite à répondre à 1 contrôle de l'évaluation « ${i?.assessment} » pour ${i?.tenant}.`);
	if (controlsPlural === "other") return /** @type {LocalizedString} */ (`${i?.organisation} vous invite à répondre à ${i?.controls} contrôles de l'évaluation « ${i?.assessment} » pour ${i?.tenant}.`);
	return /** @type {LocalizedString} */ ("mail_respondent_intro");
};

const nl_mail_respondent_intro = /** @type {(inputs: Mail_Respondent_IntroInputs) => LocalizedString} */ (i) => {const controlsPlural = registry.plural("nl", i?.controls, {});
	if (controlsPlural === "one") return /** @type {LocalizedString} */ (`${i?.organisation} nodigt u uit om 1 control van de beoordeling “${i?.assessment}” voor ${i?.tenant} te beantwoorden.`);
	if (controlsPlural === "other") return /** @type {LocalizedString} */ (`${i?.organisation} nodigt u uit om ${i?.controls} controls van de beoordeling “${i?.assessment}” voor ${i?.tenant} te beantwoorden.`);
	return /** @type {LocalizedString} */ ("mail_respondent_intro");
};

const es_mail_respondent_intro = /** @type {(inputs: Mail_Respondent_IntroInputs) => LocalizedString} */ (i) => {const controlsPlural = registry.plural("es", i?.controls, {});
	if (controlsPlural === "one") return /** @type {LocalizedString} */ (`${i?.organisation} le invita a responder 1 control de la evaluación «${i?.assessment}» para ${i?.tenant}.`);
	if (controlsPlural === "other") return /** @type {LocalizedString} */ (`${i?.organisation} le invita a responder ${i?.controls} controles de la evaluación «${i?.assessment}» para ${i?.tenant}.`);
	return /** @type {LocalizedString} */ ("mail_respondent_intro");
};

const en_xa2_mail_respondent_intro = /** @type {(inputs: Mail_Respondent_IntroInputs) => LocalizedString} */ (i) => {const controlsPlural = registry.plural("en-XA", i?.controls, {});
	if (controlsPlural === "one") return /** @type {LocalizedString} */ (`[${i?.organisation} íñṽíţéð ýöü ţö áñšŵéŕ 1 çöñţŕöļ öƒ ţĥé áššéššɱéñţ “${i?.assessment}” ƒöŕ ${i?.tenant}. one two three four five six se]`);
	if (controlsPlural === "other") return /** @type {LocalizedString} */ (`[${i?.organisation} íñṽíţéð ýöü ţö áñšŵéŕ ${i?.controls} çöñţŕöļš öƒ ţĥé áššéššɱéñţ “${i?.assessment}” ƒöŕ ${i?.tenant}. one two three four five six seven]`);
	return /** @type {LocalizedString} */ ("mail_respondent_intro");
};

/**
* | controlsPlural | output |
* | --- | --- |
* | "one" | "{organisation} invited you to answer 1 control of the assessment “{assessment}” for {tenant}." |
* | "other" | "{organisation} invited you to answer {controls} controls of the assessment “{assessment}” for {tenant}." |
*
* @param {Mail_Respondent_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_intro = /** @type {((inputs: Mail_Respondent_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Respondent_IntroInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_respondent_intro(inputs)
	if (locale === "fr") return fr_mail_respondent_intro(inputs)
	if (locale === "nl") return nl_mail_respondent_intro(inputs)
	if (locale === "es") return es_mail_respondent_intro(inputs)
	if (locale === "en-XA") return en_xa2_mail_respondent_intro(inputs)
	return en_mail_respondent_intro(inputs)
});