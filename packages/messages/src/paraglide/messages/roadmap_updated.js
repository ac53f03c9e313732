/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Roadmap_UpdatedInputs */

const en_roadmap_updated = /** @type {(inputs: Roadmap_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item updated`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items updated`);
	return /** @type {LocalizedString} */ ("roadmap_updated");
};

const de_roadmap_updated = /** @type {(inputs: Roadmap_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Maßnahme aktualisiert`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Maßnahmen aktualisiert`);
	return /** @type {LocalizedString} */ ("roadmap_updated");
};

const fr_roadmap_updated = /** @type {(inputs: Roadmap_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} action mise à jour`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} actions mises à jour`);
	return /** @type {LocalizedString} */ ("roadmap_updated");
};

const nl_roadmap_updated = /** @type {(inputs: Roadmap_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} actie bijgewerkt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} acties bijgewerkt`);
	return /** @type {LocalizedString} */ ("roadmap_updated");
};

const es_roadmap_updated = /** @type {(inputs: Roadmap_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} acción actualizada`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} acciones actualizadas`);
	return /** @type {LocalizedString} */ ("roadmap_updated");
};

const en_xa2_roadmap_updated = /** @type {(inputs: Roadmap_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} íţéɱ üþðáţéð one ]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} íţéɱš üþðáţéð one ]`);
	return /** @type {LocalizedString} */ ("roadmap_updated");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item updated" |
* | "other" | "{count} items updated" |
*
* @param {Roadmap_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_updated = /** @type {((inputs: Roadmap_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_UpdatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_updated(inputs)
	if (locale === "fr") return fr_roadmap_updated(inputs)
	if (locale === "nl") return nl_roadmap_updated(inputs)
	if (locale === "es") return es_roadmap_updated(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_updated(inputs)
	return en_roadmap_updated(inputs)
});