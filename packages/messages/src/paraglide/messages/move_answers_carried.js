/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Move_Answers_CarriedInputs */

const en_move_answers_carried = /** @type {(inputs: Move_Answers_CarriedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} answer carries over.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} answers carry over.`);
	return /** @type {LocalizedString} */ ("move_answers_carried");
};

const de_move_answers_carried = /** @type {(inputs: Move_Answers_CarriedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Antwort wird übernommen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Antworten werden übernommen.`);
	return /** @type {LocalizedString} */ ("move_answers_carried");
};

const fr_move_answers_carried = /** @type {(inputs: Move_Answers_CarriedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} réponse est reprise.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} réponses sont reprises.`);
	return /** @type {LocalizedString} */ ("move_answers_carried");
};

const nl_move_answers_carried = /** @type {(inputs: Move_Answers_CarriedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} antwoord gaat mee.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} antwoorden gaan mee.`);
	return /** @type {LocalizedString} */ ("move_answers_carried");
};

const es_move_answers_carried = /** @type {(inputs: Move_Answers_CarriedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} respuesta se conserva.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} respuestas se conservan.`);
	return /** @type {LocalizedString} */ ("move_answers_carried");
};

const en_xa2_move_answers_carried = /** @type {(inputs: Move_Answers_CarriedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} áñšŵéŕ çáŕŕíéš öṽéŕ. one two]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} áñšŵéŕš çáŕŕý öṽéŕ. one tw]`);
	return /** @type {LocalizedString} */ ("move_answers_carried");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} answer carries over." |
* | "other" | "{count} answers carry over." |
*
* @param {Move_Answers_CarriedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_answers_carried = /** @type {((inputs: Move_Answers_CarriedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_Answers_CarriedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_answers_carried(inputs)
	if (locale === "fr") return fr_move_answers_carried(inputs)
	if (locale === "nl") return nl_move_answers_carried(inputs)
	if (locale === "es") return es_move_answers_carried(inputs)
	if (locale === "en-XA") return en_xa2_move_answers_carried(inputs)
	return en_move_answers_carried(inputs)
});