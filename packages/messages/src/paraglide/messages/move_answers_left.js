/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Move_Answers_LeftInputs */

const en_move_answers_left = /** @type {(inputs: Move_Answers_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stays with a removed control.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stay with removed controls.`);
	return /** @type {LocalizedString} */ ("move_answers_left");
};

const de_move_answers_left = /** @type {(inputs: Move_Answers_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} bleibt bei einer entfernten Kontrolle.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} bleiben bei entfernten Kontrollen.`);
	return /** @type {LocalizedString} */ ("move_answers_left");
};

const fr_move_answers_left = /** @type {(inputs: Move_Answers_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} reste avec un contrôle supprimé.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} restent avec des contrôles supprimés.`);
	return /** @type {LocalizedString} */ ("move_answers_left");
};

const nl_move_answers_left = /** @type {(inputs: Move_Answers_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} blijft bij een verwijderde control.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} blijven bij verwijderde controls.`);
	return /** @type {LocalizedString} */ ("move_answers_left");
};

const es_move_answers_left = /** @type {(inputs: Move_Answers_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} se queda con un control eliminado.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} se quedan con controles eliminados.`);
	return /** @type {LocalizedString} */ ("move_answers_left");
};

const en_xa2_move_answers_left = /** @type {(inputs: Move_Answers_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šţáýš ŵíţĥ á ŕéɱöṽéð çöñţŕöļ. one two th]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} šţáý ŵíţĥ ŕéɱöṽéð çöñţŕöļš. one two t]`);
	return /** @type {LocalizedString} */ ("move_answers_left");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stays with a removed control." |
* | "other" | "{count} stay with removed controls." |
*
* @param {Move_Answers_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_answers_left = /** @type {((inputs: Move_Answers_LeftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_Answers_LeftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_answers_left(inputs)
	if (locale === "fr") return fr_move_answers_left(inputs)
	if (locale === "nl") return nl_move_answers_left(inputs)
	if (locale === "es") return es_move_answers_left(inputs)
	if (locale === "en-XA") return en_xa2_move_answers_left(inputs)
	return en_move_answers_left(inputs)
});